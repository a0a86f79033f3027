/** Placeholder: filled in by its feature's work. */
export default function WebDevelopmentPage() {
  return (
    <section className="container section">
      <h1>WebDevelopmentPage</h1>
    </section>
  );
}
