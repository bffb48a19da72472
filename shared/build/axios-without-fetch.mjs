// Stands in for axios's fetch adapter in browser builds. axios tries its adapters in the order
// ['xhr', 'http', 'fetch'], and every browser the site supports has XMLHttpRequest, so the fetch
// adapter (with its stream and progress helpers, about 4 KiB gzip) never runs; answering that fetch
// is unavailable keeps axios's own error path if someone asks for it by name.
export const getFetch = () => false;
export default undefined;
