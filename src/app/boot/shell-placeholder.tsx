/**
 * The top bar and rail as plain HTML while the shell loads (right after the map's first draw), so
 * the page has its frame and nothing shifts when the real shell arrives.
 */
export function ShellPlaceholder({ error }: { error?: string }) {
  return (
    <>
      <header className="tpl-boot-bar" data-testid="shell-placeholder">
        <a href="/" aria-label="TPL home">TPL</a>
        {error && <span role="alert">{error}</span>}
      </header>
      <div className="tpl-boot-rail" />
    </>
  );
}
