// http_ece (web-push's own encryption, RFC 8188/8291) ships no types; tests decrypt with it.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface EceParams {
    version: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    dh?: string;
    authSecret?: string;
    keyid?: string;
  }
  const ece: {
    decrypt(buffer: Buffer, params: EceParams): Buffer;
    encrypt(buffer: Buffer, params: EceParams): Buffer;
  };
  export default ece;
}
