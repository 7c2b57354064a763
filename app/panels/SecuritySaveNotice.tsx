// A failed save of the security settings stays on screen (no dismiss) until a later save succeeds: the
// user must know that a revoke or a tool turned off will come back after a reload.
import { useAppStore } from '../context/runtimeContext';

export function SecuritySaveNotice() {
  const problem = useAppStore((s) => s.securitySaveError);
  if (!problem) return null;
  return (
    <p
      role="alert"
      className="border-b border-red-300 bg-red-50 px-3 py-1.5 text-sm font-medium text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
    >
      {problem}
    </p>
  );
}
