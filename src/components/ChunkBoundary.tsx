import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

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

/** Catches a lazy page that failed to load and offers to try again. */
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
        <button type="button" className="button button--gold" onClick={() => window.location.reload()}>
          <FormattedMessage id="chunk.retry" />
        </button>
      </div>
    );
  }
}
