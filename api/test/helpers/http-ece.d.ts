// http_ece ships no types: the one call the push tests make (the receiving side of RFC 8291).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair (the browser's). */
    privateKey: ECDH;
    /** The subscription's auth secret, base64url. */
    authSecret: string;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
