// The notice at the top of the settings page while the firm (or the petitioner's company) profile is incomplete.
export function SetupBanner({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="mb-6 rounded-lg border border-warning-strong/40 bg-warning-soft px-4 py-3 text-warning-strong">
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{message}</p>
    </div>
  );
}
