/** Placeholder: filled in by its feature's work. */
export default function ContentHubPage() {
  return (
    <section className="container section">
      <h1>ContentHubPage</h1>
    </section>
  );
}
