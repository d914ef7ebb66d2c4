/** The firm's mark: a V with the accent dot, as in the favicon and the share image. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" className="fill-primary/15" />
      <path d="M14 16h9l9 24 9-24h9L37 48h-10z" className="fill-primary" />
      <circle cx="49" cy="46" r="4" className="fill-accent" />
    </svg>
  );
}
