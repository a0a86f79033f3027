/** Placeholder: filled in by its feature's work. */
export default function ServiceTemplatePage({ pageKey }: { pageKey: string }) {
  return (
    <section className="container section">
      <h1>ServiceTemplatePage</h1>
      <p>{pageKey}</p>
    </section>
  );
}
