// Why the live count failed, explained (lib/explain-error) with the step that helps. A rare path,
// so it loads as its own chunk when a count fails; the loader shows a plain notice meanwhile.
import { ErrorNotice } from '../../components/ui/error-notice';
import { explainError } from '../../lib/explain-error';

export interface LiveCountErrorProps {
  error: unknown;
  onRetry: () => void;
}

export function LiveCountError({ error, onRetry }: LiveCountErrorProps) {
  return <ErrorNotice explanation={explainError(error)} onRetry={onRetry} compact />;
}
