export default function PlansPage() {
  return (
    <section className="dp-container">
      <h1>Plans</h1>
    </section>
  );
}
