export default function LandingPage() {
  return (
    <section className="dp-container">
      <h1>Landing</h1>
    </section>
  );
}
