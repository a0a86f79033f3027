/** Placeholder: filled in by its feature's work. */
export default function CartPage() {
  return (
    <section className="container section">
      <h1>CartPage</h1>
    </section>
  );
}
