/** Placeholder: filled in by its feature's work. */
export default function EditSecondSectionPage() {
  return (
    <section className="container section">
      <h1>EditSecondSectionPage</h1>
    </section>
  );
}
