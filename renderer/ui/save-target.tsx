// Saving a PDF, an export or a support bundle (decisions 77): the system save dialog in the desktop
// app, the typed full path in browser mode (data/use-save-target.ts). The three screens that save a file share the whole flow here (ask, then
// write; the dialog's own failure shown once; the path field only where there is no dialog)
// instead of each repeating it.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { SaveKind } from '../../shared/files/save-path-schema';
import { appErrorOf } from '../data/unwrap';
import { chooseSaveFile, useIsSaveDialog } from '../data/use-save-target';
import { ErrorNotice } from './ErrorNotice';
import { TextField } from './TextField';

export interface SaveTarget {
  /** True in the desktop app: no path field; the save button opens the system dialog. */
  isDialog: boolean;
  /**
   * The form's submit handler: the dialog's choice (nothing happens when cancelled) or the typed
   * path as it is, handed to `write`.
   */
  submit(
    kind: SaveKind,
    proposal: string,
    write: (filePath: string) => void,
  ): (event: FormEvent) => void;
  /** Why the dialog could not open, shown where the screen puts its other errors. */
  chooseProblem: ReactNode;
  /**
   * True while there is nowhere to save yet, which keeps the save button off: browser mode's path
   * field is empty (`typed` as the screen judges it). The dialog always has somewhere to ask.
   */
  lacksPath(typed: string): boolean;
}

export function useSaveTarget(): SaveTarget {
  const isDialog = useIsSaveDialog();
  const [chooseError, setChooseError] = useState<unknown>(null);
  return {
    isDialog,
    submit: (kind, proposal, write) => (event) => {
      event.preventDefault();
      setChooseError(null);
      if (!isDialog) {
        write(proposal);
        return;
      }
      chooseSaveFile(kind, proposal)
        .then((chosen) => chosen !== null && write(chosen))
        .catch(setChooseError);
    },
    chooseProblem: chooseError === null ? null : <ErrorNotice error={appErrorOf(chooseError)} />,
    lacksPath: (typed) => !isDialog && typed === '',
  };
}

/** The typed full path, shown only in browser mode (the desktop app asks with the dialog). */
export function SavePathField(props: {
  target: SaveTarget;
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  if (props.target.isDialog) return null;
  return (
    <TextField
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      spellCheck={false}
      autoComplete="off"
    />
  );
}
