import { describe, expect, it } from 'vitest';
import { undoCommand } from './undo-shortcut';

type Target = { tagName: string; type?: string; isContentEditable?: boolean };

function press(
  key: string,
  mods: Partial<Record<'ctrl' | 'meta' | 'shift' | 'alt', boolean>> = {},
  target: Target | null = { tagName: 'DIV' },
) {
  return undoCommand({
    key,
    ctrlKey: !!mods.ctrl,
    metaKey: !!mods.meta,
    shiftKey: !!mods.shift,
    altKey: !!mods.alt,
    defaultPrevented: false,
    target: target as unknown as EventTarget,
  });
}

describe('undoCommand', () => {
  it('reads Ctrl/Cmd+Z as undo and Shift+Ctrl/Cmd+Z (or Ctrl+Y) as redo', () => {
    expect(press('z', { ctrl: true })).toBe('undo');
    expect(press('z', { meta: true })).toBe('undo');
    expect(press('Z', { ctrl: true, shift: true })).toBe('redo');
    expect(press('Z', { meta: true, shift: true })).toBe('redo');
    expect(press('y', { ctrl: true })).toBe('redo');
  });

  it('ignores other keys and plain or Alt-modified presses', () => {
    expect(press('z')).toBeNull();
    expect(press('z', { shift: true })).toBeNull();
    expect(press('z', { ctrl: true, alt: true })).toBeNull();
    expect(press('x', { ctrl: true })).toBeNull();
    expect(press('y', { meta: true, shift: true })).toBeNull();
  });

  it('leaves text fields their own undo', () => {
    expect(press('z', { ctrl: true }, { tagName: 'INPUT', type: 'text' })).toBeNull();
    expect(press('z', { meta: true }, { tagName: 'INPUT', type: 'number' })).toBeNull();
    expect(press('z', { ctrl: true, shift: true }, { tagName: 'TEXTAREA' })).toBeNull();
    expect(press('z', { ctrl: true }, { tagName: 'DIV', isContentEditable: true })).toBeNull();
    // A checkbox or a button has no text to undo: the drawing's undo applies.
    expect(press('z', { ctrl: true }, { tagName: 'INPUT', type: 'checkbox' })).toBe('undo');
    expect(press('z', { ctrl: true }, { tagName: 'BUTTON' })).toBe('undo');
  });

  it('does not act on a press something else already handled', () => {
    expect(
      undoCommand({
        key: 'z',
        ctrlKey: true,
        metaKey: false,
        shiftKey: false,
        altKey: false,
        defaultPrevented: true,
        target: null,
      }),
    ).toBeNull();
  });
});
