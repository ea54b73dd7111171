/** Backup codes to write down or store in a password manager, each usable once. */
export function BackupCodeList({ codes, labelledBy }: { codes: string[]; labelledBy: string }) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className="grid grid-cols-2 gap-2 rounded-xl border border-border bg-surface p-4 font-mono text-sm sm:grid-cols-5"
      data-testid="backup-codes"
    >
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ul>
  );
}
