// The confirm gate's dialog (use-spend-gate.tsx): a modal that asks before a large pull, or says
// the server would refuse it. Closing it (Escape, ×, Cancel) spends nothing. Loaded on demand.
import { ModalDialog } from '../ui/modal-dialog';
import { SpendConfirm, type SpendConfirmProps } from './spend-confirm';

export default function SpendConfirmDialog({ estimate, words, onAnswer }: SpendConfirmProps) {
  const title = estimate?.verdict === 'refused' ? 'Not enough credits left' : 'Spend credits?';
  return (
    <ModalDialog title={title} onClose={() => onAnswer(false)}>
      <SpendConfirm estimate={estimate} words={words} onAnswer={onAnswer} />
    </ModalDialog>
  );
}
