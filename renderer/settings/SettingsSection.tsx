// One part of the Settings screen: a section named by its own heading (the accessible name a
// person and the end-to-end tests find it by), its id `<id>-heading`.
import type { ReactNode } from 'react';

export function SettingsSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}
