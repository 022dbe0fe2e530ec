import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useConfirm } from './confirm-dialog.js';

interface UnsavedChanges {
  /** A form says whether it holds changes that are not saved. */
  report(form: string, dirty: boolean): void;
  /** Before leaving a form: true when nothing would be lost or the admin agrees to lose it. */
  confirmDiscard(): Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChanges>({
  report: () => undefined,
  confirmDiscard: async () => true,
});

export const useUnsavedChanges = () => useContext(UnsavedChangesContext);

/** Tells the portal (and the browser, for reloads and closing the tab) that this form is dirty. */
export function useReportDirty(form: string, dirty: boolean): void {
  const { report } = useUnsavedChanges();
  useEffect(() => {
    report(form, dirty);
    return () => report(form, false);
  }, [report, form, dirty]);
}

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>());
  const confirm = useConfirm();

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtyForms.current.size === 0) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const report = useCallback((form: string, dirty: boolean) => {
    if (dirty) dirtyForms.current.add(form);
    else dirtyForms.current.delete(form);
  }, []);

  const confirmDiscard = useCallback(async () => {
    if (dirtyForms.current.size === 0) return true;
    const discard = await confirm({
      title: 'Discard unsaved changes?',
      message: 'This form has changes that are not saved yet. If you leave now, they are lost.',
      confirmLabel: 'Discard changes',
      cancelLabel: 'Keep editing',
      danger: true,
    });
    if (discard) dirtyForms.current.clear();
    return discard;
  }, [confirm]);

  const value = useMemo(() => ({ report, confirmDiscard }), [report, confirmDiscard]);
  return <UnsavedChangesContext.Provider value={value}>{children}</UnsavedChangesContext.Provider>;
}
