import { Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A kit field edited in place: the draft is the founder's while the field has focus (the kit may re-read
 * underneath while generating), and it is saved on blur when it changed. A required field left empty says
 * so and is not saved.
 */
export function EditableText({
  label,
  value,
  onSave,
  required,
  multiline,
  maxLength,
  placeholder,
  minRows = 2,
}: {
  label: string;
  value: string;
  onSave: (next: string) => void;
  required?: string;
  multiline?: boolean;
  maxLength?: number;
  placeholder?: string;
  minRows?: number;
}) {
  const [draft, setDraft] = useState(value);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!editing) setDraft(value);
  }, [value, editing]);

  const common = {
    label,
    value: draft,
    maxLength,
    placeholder,
    error,
    onFocus: () => setEditing(true),
    onChange: (e: { currentTarget: { value: string } }) => {
      setDraft(e.currentTarget.value);
      setError(null);
    },
    onBlur: () => {
      setEditing(false);
      const next = draft.trim();
      if (required && next === '') {
        setError(required);
        setDraft(value);
        return;
      }
      if (next !== value) onSave(next);
    },
  };
  return multiline ? <Textarea {...common} autosize minRows={minRows} /> : <TextInput {...common} />;
}
