/** The part of gltf-validator's API the upload pipeline uses (the package ships no types). */
declare module 'gltf-validator' {
  export type ValidatorMessage = { code: string; message: string; severity: number; pointer?: string };
  export type ValidatorReport = {
    issues: { numErrors: number; numWarnings: number; messages: ValidatorMessage[] };
  };
  export function validateBytes(
    data: Uint8Array,
    options?: {
      uri?: string;
      maxIssues?: number;
      externalResourceFunction?: (uri: string) => Promise<Uint8Array>;
    },
  ): Promise<ValidatorReport>;
}
