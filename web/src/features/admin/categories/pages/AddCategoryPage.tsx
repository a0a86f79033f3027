/** Placeholder: filled in by its feature's work. */
export default function AddCategoryPage() {
  return (
    <section className="container section">
      <h1>AddCategoryPage</h1>
    </section>
  );
}
