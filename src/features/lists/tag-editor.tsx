// Free-text tags with colours for one list: add (name + colour), remove, save.
import { useId, useState, type FormEvent } from 'react';
import type { Tag } from '../../api/app-store/contract';
import { TAG_COLORS } from './list-words';

interface TagEditorProps {
  listName: string;
  tags: readonly Tag[];
  busy: boolean;
  onSave: (tags: Tag[]) => void;
  onCancel: () => void;
}

export function TagEditor({ listName, tags, busy, onSave, onCancel }: TagEditorProps) {
  const [draft, setDraft] = useState<Tag[]>([...tags]);
  const [name, setName] = useState('');
  const [color, setColor] = useState(TAG_COLORS[draft.length % TAG_COLORS.length] ?? '#fde68a');
  const nameId = useId();
  const colorId = useId();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || draft.some((t) => t.name.toLowerCase() === trimmed.toLowerCase())) return;
    const next = [...draft, { name: trimmed, color }];
    setDraft(next);
    setName('');
    setColor(TAG_COLORS[next.length % TAG_COLORS.length] ?? color);
  };

  return (
    <div className="lists-tag-editor" role="group" aria-label={`Tags for ${listName}`}>
      <ul className="lists-tags">
        {draft.map((tag) => (
          <li key={tag.name} className="lists-tag" style={{ background: tag.color }}>
            {tag.name}
            <button
              type="button"
              className="lists-tag__remove"
              aria-label={`Remove tag ${tag.name}`}
              onClick={() => setDraft(draft.filter((t) => t !== tag))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <form className="lists-tag-editor__add" onSubmit={add}>
        <label htmlFor={nameId}>New tag</label>
        <input
          id={nameId}
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
        />
        <label htmlFor={colorId}>Colour</label>
        <input
          id={colorId}
          type="color"
          value={color}
          onChange={(event) => setColor(event.target.value)}
        />
        <button type="submit" className="button button--ghost">
          Add tag
        </button>
      </form>
      <div className="lists-item__actions">
        <button type="button" className="button" disabled={busy} onClick={() => onSave(draft)}>
          Save tags
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
