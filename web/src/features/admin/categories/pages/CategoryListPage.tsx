/** Placeholder: filled in by its feature's work. */
export default function CategoryListPage() {
  return (
    <section className="container section">
      <h1>CategoryListPage</h1>
    </section>
  );
}
