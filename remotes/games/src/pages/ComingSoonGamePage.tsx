export default function ComingSoonGamePage() {
  return (
    <section className="dp-container">
      <h1>Coming soon</h1>
    </section>
  );
}
