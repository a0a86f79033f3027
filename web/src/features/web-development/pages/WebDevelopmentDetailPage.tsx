/** Placeholder: filled in by its feature's work. */
export default function WebDevelopmentDetailPage({ slug }: { slug: string }) {
  return (
    <section className="container section">
      <h1>WebDevelopmentDetailPage</h1>
      <p>{slug}</p>
    </section>
  );
}
