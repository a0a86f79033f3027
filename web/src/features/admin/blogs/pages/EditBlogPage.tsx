/** Placeholder: filled in by its feature's work. */
export default function EditBlogPage() {
  return (
    <section className="container section">
      <h1>EditBlogPage</h1>
    </section>
  );
}
