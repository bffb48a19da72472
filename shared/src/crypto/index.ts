export { aesEncrypt, aesDecrypt, aesEncryptUrl, aesDecryptUrl } from './aes';
export { signRequest } from './sign';
export { md5Hex } from './md5';
