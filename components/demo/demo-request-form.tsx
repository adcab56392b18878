'use client';

/** Demo-request form; being built under issue 4 (replaced by the full antd form). */
export function DemoRequestForm() {
  return null;
}
