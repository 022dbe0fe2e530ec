import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useToast } from '../../ui/toast.js';
import { useAdmin } from '../api/admin-context.js';
import { QueryState } from '../forms/query-state.js';
import { TextForm } from './text-form.js';
import { revealVerse, type VerseTarget } from './verse-target.js';

interface TextTabProps {
  /** The text chosen in Manage Content, or null for a new one. */
  editId: number | null;
  /** Edit mode ends (after a save, or when the admin cancels). */
  onFinished: () => void;
  /** A reported verse to open the text at (from Corrections). */
  verseTarget?: VerseTarget | null;
}

/** Single Text Import: a new text, or the one chosen for editing once it has loaded. */
export function TextTab({ editId, onFinished, verseTarget = null }: TextTabProps) {
  // A new form after each import: the counter remounts it empty.
  const [generation, setGeneration] = useState(0);
  if (editId === null) {
    return <TextForm key={generation} text={null} onSaved={() => setGeneration((n) => n + 1)} onCancel={onFinished} />;
  }
  return <EditedText id={editId} onFinished={onFinished} verseTarget={verseTarget} />;
}

/** Once the edited text's form is on screen, its reported verse is selected in its language's content. */
function useRevealVerse(target: VerseTarget | null, loadedId: number | undefined) {
  const container = useRef<HTMLDivElement>(null);
  const revealed = useRef(false);
  useEffect(() => {
    if (!target || loadedId === undefined || revealed.current || !container.current) return;
    revealed.current = revealVerse(container.current, target);
  }, [target, loadedId]);
  return container;
}

interface EditedTextProps {
  id: number;
  onFinished: () => void;
  verseTarget: VerseTarget | null;
}

function EditedText({ id, onFinished, verseTarget }: EditedTextProps) {
  const { queries } = useAdmin();
  const toast = useToast();
  // Always the saved version of today, not one cached earlier in the session.
  const text = useQuery({ ...queries.text(id), staleTime: 0 });
  const announced = useRef(false);
  const title = text.data?.title;
  const failed = text.isError;
  const container = useRevealVerse(verseTarget, text.data?.id);

  useEffect(() => {
    if (title === undefined || announced.current) return;
    announced.current = true;
    toast({ title: 'Edit Mode', description: `Now editing "${title}". Make changes and save to update.` });
  }, [title, toast]);
  useEffect(() => {
    if (failed) toast({ title: 'Failed to load text for editing', variant: 'destructive' });
  }, [failed, toast]);

  return (
    <div ref={container}>
      <QueryState query={text} loadingLabel="Loading the text" errorTitle="Failed to fetch text details">
        {(loaded) => <TextForm key={loaded.id} text={loaded} onSaved={onFinished} onCancel={onFinished} />}
      </QueryState>
    </div>
  );
}
