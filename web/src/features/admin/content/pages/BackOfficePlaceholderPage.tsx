/** Placeholder: filled in by its feature's work. */
export default function BackOfficePlaceholderPage() {
  return (
    <section className="container section">
      <h1>BackOfficePlaceholderPage</h1>
    </section>
  );
}
