export function toTraditional<T>(node: T): T;
