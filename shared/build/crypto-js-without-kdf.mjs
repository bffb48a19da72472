// crypto-js's aes.js and cipher-core.js require md5.js and evpkdf.js (and through it sha1.js) for
// one path only: a string passphrase, which the OpenSSL key derivation turns into a key. The
// platform always passes the key and iv as bytes (shared/src/crypto/aes.ts), so that path never
// runs; those requests get the core back instead (the factories only use their first argument) and
// about 4.5 KB minified leave every page. An import of crypto-js/md5 by name (md5Hex) is untouched.
import rspack from '@rspack/core';

const kdfRequest = /^\.\/(md5|evpkdf)$/;
const kdfUsers = /crypto-js[\\/](aes|cipher-core)\.js$/;

export function cryptoJsWithoutKdf() {
  return new rspack.NormalModuleReplacementPlugin(kdfRequest, (data) => {
    if (kdfUsers.test(data.contextInfo.issuer)) data.request = './core';
  });
}
