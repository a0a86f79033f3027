/** Placeholder: filled in by its feature's work. */
export default function EditProductPage() {
  return (
    <section className="container section">
      <h1>EditProductPage</h1>
    </section>
  );
}
