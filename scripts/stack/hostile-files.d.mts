/** Types of hostile-files.mjs, for the unit tests that use the same files as the stack suite. */
export interface HostileFile {
  name: string;
  fileName: string;
  bytes: Uint8Array;
}
export function hostileFiles(scale?: number): Promise<HostileFile[]>;
