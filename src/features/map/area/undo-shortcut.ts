// Which key presses mean undo or redo of the drawing: Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z (and Ctrl+Y),
// never while the user types in a field, where the browser's own text undo must win.

export type UndoCommand = 'undo' | 'redo';

type ShortcutEvent = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'
>;

/** Input types that hold editable text (a checkbox or a button keeps no text to undo). */
const TEXT_INPUTS = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

function isEditable(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return TEXT_INPUTS.has((element as HTMLInputElement).type.toLowerCase());
  return element.isContentEditable === true;
}

/** The drawing command a key press asks for, or null when it is not one (or belongs to a text field). */
export function undoCommand(event: ShortcutEvent): UndoCommand | null {
  if (event.defaultPrevented || event.altKey) return null;
  if (event.ctrlKey === event.metaKey) return null; // neither, or both: not the shortcut
  if (isEditable(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}
