/** Placeholder: filled in by its feature's work. */
export default function ServicesPage() {
  return (
    <section className="container section">
      <h1>ServicesPage</h1>
    </section>
  );
}
