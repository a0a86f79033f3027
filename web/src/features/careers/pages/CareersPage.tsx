/** Placeholder: filled in by its feature's work. */
export default function CareersPage() {
  return (
    <section className="container section">
      <h1>CareersPage</h1>
    </section>
  );
}
