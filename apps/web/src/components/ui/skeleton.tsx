export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={`animate-pulse rounded-lg bg-stone-200 motion-reduce:animate-none ${className}`}
    />
  );
}
