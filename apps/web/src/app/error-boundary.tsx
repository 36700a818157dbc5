import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  error: Error | null;
}

/** Last line of defence for render errors: shows 'Something went wrong' with the error's text. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Render error", error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
        <div role="alert" className="w-full max-w-lg rounded-xl border bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold">Something went wrong</h1>
          <pre className="mt-4 overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-100 p-3 text-sm">
            {error.message}
          </pre>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="mt-6 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            Reload the page
          </button>
        </div>
      </main>
    );
  }
}
