/** Placeholder: filled in by its feature's work. */
export default function AppDevelopmentPage() {
  return (
    <section className="container section">
      <h1>AppDevelopmentPage</h1>
    </section>
  );
}
