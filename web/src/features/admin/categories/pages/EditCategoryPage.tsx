/** Placeholder: filled in by its feature's work. */
export default function EditCategoryPage() {
  return (
    <section className="container section">
      <h1>EditCategoryPage</h1>
    </section>
  );
}
