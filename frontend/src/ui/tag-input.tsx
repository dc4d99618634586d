import { addTag, removeTag } from '@labbridge/shared-types';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';

interface TagInputProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string | readonly string[];
}

/**
 * A tag list editor (spec §5): Enter or the + button adds a trimmed tag, duplicates and
 * blanks are ignored, clicking a tag removes it.
 */
export function TagInput({ label, value, onChange, placeholder, hint, error }: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const errorText = Array.isArray(error) ? error.join(' ') : (error as string | undefined);
  const add = () => {
    onChange(addTag(value, draft));
    setDraft('');
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          aria-describedby={
            [hint && `${id}-hint`, errorText && `${id}-error`].filter(Boolean).join(' ') ||
            undefined
          }
          aria-invalid={errorText ? true : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" size="icon" onClick={add} aria-label="Add tag" icon={Plus} />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {errorText && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {errorText}
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Added tags">
          {value.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onChange(removeTag(value, tag))}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                aria-label={`Remove ${tag}`}
              >
                {tag}
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
