/**
 * The layout of the post and product forms: the fields in the main column and, beside them on wide
 * screens (under them on phones, before the buttons), the "Publishing" side region. The slug lives
 * there now; status, SEO, history and preview boxes are meant to join it as `EditorPanel`s.
 */
import { type ReactNode, useId } from 'react';
import './editor-layout.css';

export function EditorLayout({
  children,
  aside,
  footer,
}: {
  children: ReactNode;
  /** EditorPanels of the side region. */
  aside: ReactNode;
  /** The form's error area and its buttons, at the end of the main column. */
  footer: ReactNode;
}) {
  return (
    <div className="editor-layout">
      <div className="editor-layout__main">{children}</div>
      <aside className="editor-layout__aside" aria-label="Publishing">
        {aside}
      </aside>
      <div className="editor-layout__footer">{footer}</div>
    </div>
  );
}

/** One box of the side region, named by its heading. */
export function EditorPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="editor-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="editor-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The form's error area: a message that is not about one field (a conflict, a failed save). */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="editor-layout__alert">
      {message && <p className="status status--error">{message}</p>}
    </div>
  );
}
