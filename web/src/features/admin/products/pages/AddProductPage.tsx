/** Placeholder: filled in by its feature's work. */
export default function AddProductPage() {
  return (
    <section className="container section">
      <h1>AddProductPage</h1>
    </section>
  );
}
