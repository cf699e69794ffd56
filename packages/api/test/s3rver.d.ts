declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: { port?: number; address?: string; directory: string; silent?: boolean });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
