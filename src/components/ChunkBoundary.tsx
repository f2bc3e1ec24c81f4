import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** How many times a member has pressed retry: a lazy page that failed before the latest press loads afresh (src/app/lazyPage.ts). */
let retries = 0;
export const chunkRetries = () => retries;

type ChunkFailure = { kind: 'missing' | 'timeout' | 'other'; address: string };

/** Names why a lazy page chunk failed: the file is missing, it timed out, or something else. */
export function describeChunkFailure(error: unknown): ChunkFailure {
  const message = error instanceof Error ? error.message : String(error);
  const address = message.match(/https?:\/\/\S+|\/\S+\.(?:js|css)/)?.[0] ?? '';
  if (/timeout|timed out/i.test(message)) return { kind: 'timeout', address };
  if (/Failed to fetch dynamically imported module|Importing a module script failed|404/i.test(message)) {
    return { kind: 'missing', address };
  }
  return { kind: 'other', address };
}

/**
 * Catches a lazy page (or a deferred part) that failed to load, says why with the chunk's address, and offers to
 * try again: in place for a time-out or another failure (the page loads anew, lazyPage and deferredComponent
 * start afresh after a failure); by reloading the site for a missing file, which a new release leaves behind
 * (the browser keeps a failed module for the page's life, and the new release's index names the new files).
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, { failure: ChunkFailure | null }> {
  state = { failure: null as ChunkFailure | null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: describeChunkFailure(error) };
  }

  render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <div className="page-message" role="alert">
        <p>
          <FormattedMessage id={`chunk.${failure.kind}`} values={{ address: failure.address }} />
        </p>
        <button
          type="button"
          className="button button--gold"
          onClick={() => {
            retries += 1;
            if (failure.kind === 'missing') window.location.reload();
            else this.setState({ failure: null });
          }}
        >
          <FormattedMessage id="chunk.retry" />
        </button>
      </div>
    );
  }
}
