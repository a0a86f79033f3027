export function countLine(c: { passed: number; failed: number; skipped: number; errors: number }): string;
