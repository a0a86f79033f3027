/** Placeholder: filled in by its feature's work. */
export default function ProductsPage() {
  return (
    <section className="container section">
      <h1>ProductsPage</h1>
    </section>
  );
}
