/** A labelled progress bar for a file on its way to the server. */
export function UploadProgress({ progress, label }: { progress: number | null; label: string }) {
  if (progress === null) return null;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-xs text-slate-700">
        <span>{label}</span>
        <span>{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
