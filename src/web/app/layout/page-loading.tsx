export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-muted">
      <span className="size-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
